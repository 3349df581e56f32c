/**
 * Read by screen readers, not shown: a column's name over its buttons, a dialog's name over an image. Sizes are CSS
 * strings on purpose: in MUI's sx a bare 1 means 100 %, which made such a text as wide as the window and the whole
 * page scroll sideways.
 */
export const visuallyHidden = {
  border: 0,
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
