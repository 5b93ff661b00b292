import type { ReactTable, Row, RowData, TableFeatures } from '@tanstack/react-table';

/*
 * The back office's tables (TanStack Table) rendered the same way everywhere: a header row of column headers and
 * a body whose cells carry their column's classes (`components/table.ts columnClasses`), the row's own header cell
 * (`scope="row"`) where a column names the row. A screen with its own header (the order list's sort buttons)
 * renders only the body.
 */

type ColumnClass = (columnId: string) => string | undefined;

export function TableHead<F extends TableFeatures, D extends RowData>({ table, classes }: { table: ReactTable<F, D>; classes: ColumnClass }) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => (
            <th key={header.id} scope="col" className={classes(header.column.id)}>
              <table.FlexRender header={header} />
            </th>
          ))}
        </tr>
      ))}
    </thead>
  );
}

export function TableBody<F extends TableFeatures, D extends RowData>({
  table,
  classes,
  rowHeader,
  rowClass,
}: {
  table: ReactTable<F, D>;
  classes: ColumnClass;
  /** The column whose cell names the row (a `th scope="row"`). */
  rowHeader?: string;
  rowClass?: (row: Row<F, D>) => string | undefined;
}) {
  return (
    <tbody>
      {table.getRowModel().rows.map((row) => (
        <tr key={row.id} className={rowClass?.(row)}>
          {row.getAllCells().map((cell) =>
            cell.column.id === rowHeader ? (
              <th key={cell.id} scope="row" className={classes(cell.column.id)}>
                <table.FlexRender cell={cell} />
              </th>
            ) : (
              <td key={cell.id} className={classes(cell.column.id)}>
                <table.FlexRender cell={cell} />
              </td>
            ),
          )}
        </tr>
      ))}
    </tbody>
  );
}
