export default function Home() { return <h1>Guessdle</h1>; }
