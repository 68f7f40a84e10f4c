/** The shared tab row: one tab stop, arrows wrap around, Home and End, the panel named by its tab. */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs, tabPanelProps } from '@/components/ui/Tabs';

const TABS = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
] as const;

function Harness() {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('one');
  return (
    <>
      <Tabs label="Sections" idPrefix="t" tabs={TABS} selected={tab} onSelect={setTab} />
      <div {...tabPanelProps('t', tab)}>Panel {tab}</div>
    </>
  );
}

test('keys move the selection and the focus, wrapping at both ends', () => {
  render(<Harness />);
  const tab = (name: string) => screen.getByRole('tab', { name });
  expect(tab('One')).toHaveAttribute('tabindex', '0');
  expect(tab('Two')).toHaveAttribute('tabindex', '-1');
  fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
  expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Three')).toHaveFocus();
  fireEvent.keyDown(tab('Three'), { key: 'ArrowRight' });
  expect(tab('One')).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(tab('One'), { key: 'End' });
  expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(tab('Three'), { key: 'Home' });
  expect(tab('One')).toHaveFocus();
  fireEvent.click(tab('Two'));
  expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Panel two');
});
