// The reference page: one server component with about as much text as the site's home page, no client code.
const GAMES = [
  ['Bible Books', 'Guess the book of the Bible from its testament, section, author, chapters and more.'],
  ['Slay the Spire', 'Guess the card from its character, type, rarity, cost and keywords.'],
  ['Subnautica', 'Guess the creature from its biome, behaviour, size and what it eats.'],
  ['Age of Empires II', 'Guess the unit from its building, class, age, cost and armour.'],
  ['Pokemon', 'Guess one of the original 151 from its types, habitat, colour and evolution stage.'],
];

export default function BarePage() {
  return (
    <>
      <h1>Guessing games</h1>
      <p>Five daily guessing games. Type a name, read the coloured clues, find the hidden item.</p>
      <h2>Today&apos;s games</h2>
      <ul>
        {GAMES.map(([title, text]) => (
          <li key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
