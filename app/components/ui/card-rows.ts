/** Complete `lg:` column classes of a `card-rows` list (app.css), for Tailwind to find. */
const wideColumnClasses = { 2: "lg:[--cols:2]", 3: "lg:[--cols:3]", 4: "lg:[--cols:4]" } as const;

type Columns = keyof typeof wideColumnClasses;

/**
 * For short tiles (figures, office cards) whose number staff choose: the columns, 2 to 4, that
 * leave the fewest empty places in the last row, the most columns among equals. Five figures
 * are three and two, not four and one; two are two halves, not two quarters of a row.
 */
export function fullestColumns(count: number): Columns {
  const empty = (columns: Columns) => (columns - (count % columns)) % columns;
  return ([4, 3, 2] as const).reduce((best, columns) => (empty(columns) < empty(best) ? columns : best));
}

export const wideColumns = (count: number) => wideColumnClasses[fullestColumns(count)];
