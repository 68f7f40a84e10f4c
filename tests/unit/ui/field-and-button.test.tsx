import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from '@/components/ui/Button';
import { createRef } from 'react';
import { Field, SelectField, TextAreaField } from '@/components/ui/Field';

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

test('a select and a textarea are wired like an input', () => {
  render(
    <>
      <SelectField label="Role" error="Choose a role" errorRole="none" defaultValue="">
        <option value="">Choose</option>
        <option value="admin">admin</option>
      </SelectField>
      <p id="count">0/1000</p>
      <TextAreaField label="Notes" hint="Optional" describedBy={['count']} />
    </>,
  );
  const select = screen.getByRole('combobox', { name: 'Role' });
  expect(select).toBeInvalid();
  expect(select).toHaveAccessibleDescription('Choose a role');
  // errorRole 'none': the error is read with the control, not announced as it appears.
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  const notes = screen.getByRole('textbox', { name: 'Notes' });
  expect(notes.tagName).toBe('TEXTAREA');
  expect(notes).toHaveAccessibleDescription('0/1000 Optional');
  expect(notes).toBeValid();
});

test("a field's label can be hidden, its box left out, its class replaced and something put after the control", () => {
  const ref = createRef<HTMLTextAreaElement>();
  const { container } = render(
    <div data-testid="row">
      <Field unwrapped hideLabel label="Search" type="search" controlClassName="mine" />
      <TextAreaField className="box" label={<>Bio <span>(optional)</span></>} ref={ref} after={<p>counter</p>} />
    </div>,
  );
  const search = screen.getByRole('searchbox', { name: 'Search' });
  expect(search).toHaveClass('mine');
  expect(search.parentElement).toBe(screen.getByTestId('row'));
  expect(container.querySelector('label')).toHaveClass('visually-hidden');
  const bio = screen.getByRole('textbox', { name: 'Bio (optional)' });
  expect(ref.current).toBe(bio);
  expect(bio.parentElement).toHaveClass('box');
  expect(bio.nextElementSibling).toHaveTextContent('counter');
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
