import { useId } from 'react';
import styles from './DataTable.module.css';
import { Field } from './Field';

export interface SearchProps {
  value: string;
  onChange: (value: string) => void;
  /** The field's accessible name, e.g. 'Search users'. */
  label: string;
  placeholder?: string;
}

/** The table's search box (the caller filters, or asks the server to). */
export function DataTableSearch({ value, onChange, label, placeholder }: SearchProps) {
  const id = useId();
  return (
    <div className={styles.search}>
      <Field unwrapped hideLabel id={id} label={label} controlClassName={styles.searchInput} type="search" value={value} placeholder={placeholder ?? label} maxLength={100} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
