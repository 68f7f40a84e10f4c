import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';

test('a field is named by its label and described by its hint, its error and the ids it is given', () => {
  render(
    <>
      <p id="rules">3 to 20 letters</p>
      <Field label="Username" hint="Shown on the leaderboard" error="Username is taken" describedBy={['rules']} defaultValue="ann" />
    </>,
  );
  const input = screen.getByRole('textbox', { name: 'Username' });
  expect(input).toHaveAccessibleDescription('3 to 20 letters Shown on the leaderboard Username is taken');
  expect(input).toBeInvalid();
  expect(screen.getByRole('alert')).toHaveTextContent('Username is taken');
});

test('without an error the field is valid and announces nothing', () => {
  render(<Field label="Name" />);
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeValid();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a button inside a form does not submit it unless asked to', () => {
  const submit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
  render(
    <form onSubmit={submit}>
      <Button>Cancel</Button>
      <Button type="submit">Save</Button>
    </form>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(submit).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(submit).toHaveBeenCalledTimes(1);
});
