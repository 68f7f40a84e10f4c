/** @jest-environment node */
import { readSource, sourceFiles } from '@/tests/helpers/source-files';

/**
 * Every form field is a Field (components/ui/Field.tsx: Field, SelectField, TextAreaField), which ties the
 * label, hint and error to the control. A label, input, select or textarea written by hand elsewhere would
 * wire them its own way, so this test names the file and line.
 */
const ALLOWED: Record<string, string> = {
  'components/ui/Field.tsx': 'the one home',
  // A group of checkboxes (one fieldset, one legend) is not a field: each checkbox is named by its label.
  'components/game/ReportDataModal.tsx': 'the categories checkbox group',
  // Never shown: the Change picture button opens it.
  'components/profile/ProfilePicture.tsx': 'the hidden file input',
  // Issue 30: the theme's radio group (one fieldset, one legend) and the high-contrast checkbox, each named by its label.
  'components/appearance/AppearanceControls.tsx': 'the appearance radio group and switch',
};
const HAND_WIRED = /<(label|input|select|textarea)\b/;

function handWiredFields(files: readonly string[], read: (file: string) => string): string[] {
  return files
    .filter((file) => !(file in ALLOWED))
    .flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) => (HAND_WIRED.test(line) ? [`${file}:${index + 1}  ${line.trim()}`] : [])),
    );
}

test('no page or component wires a form field by hand', () => {
  const files = ['app', 'components'].flatMap((folder) => sourceFiles(folder, /\.tsx$/));
  expect(files.length).toBeGreaterThan(100);
  expect(handWiredFields(files, readSource)).toEqual([]);
});

test('the check catches a hand-made label, input, select or textarea', () => {
  const samples: Record<string, string> = {
    'components/a.tsx': '<label htmlFor={id}>Name</label>\n<input id={id} />',
    'components/b.tsx': '<select id="x">',
    'app/c/page.tsx': '<textarea rows={3} />',
    'components/d.tsx': '<Field label="Name" />\n<SelectField label="Role" />',
    'components/ui/Field.tsx': '<label htmlFor={controlId}>',
  };
  expect(handWiredFields(Object.keys(samples), (file) => samples[file])).toEqual([
    'components/a.tsx:1  <label htmlFor={id}>Name</label>',
    'components/a.tsx:2  <input id={id} />',
    'components/b.tsx:1  <select id="x">',
    'app/c/page.tsx:1  <textarea rows={3} />',
  ]);
});
