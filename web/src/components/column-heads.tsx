/** A table's header row: one `<th scope="col">` a name; names in `hidden` are there for screen readers only. */
export function ColumnHeads({
  names,
  hidden = [],
  className,
  rowClassName,
}: {
  names: readonly string[];
  hidden?: readonly string[];
  /** Each visible head's class. */
  className?: string;
  rowClassName?: string;
}) {
  return (
    <tr className={rowClassName}>
      {names.map((name) => (
        <th key={name} scope="col" className={hidden.includes(name) ? 'sr-only' : className}>
          {name}
        </th>
      ))}
    </tr>
  );
}
