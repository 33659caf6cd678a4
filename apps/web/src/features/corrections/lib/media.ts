/** Below 1200 px only Alle is offered (docs/screens.md#corrections); the status stays in each row. */
export const NARROW = '(max-width: 74.99em)';

/** A phone: the tables become lists, so every row keeps its status readable at 360 px. */
export const PHONE = '(max-width: 40em)';
