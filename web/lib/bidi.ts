/**
 * Left-to-right text (a price, a count, a Latin name) inside a right-to-left sentence keeps its
 * order in its own isolate (LRI … PDI); left-to-right text needs no marks.
 */
export const isolate = (value: string, dir: 'ltr' | 'rtl') => (dir === 'rtl' ? `\u2066${value}\u2069` : value)
