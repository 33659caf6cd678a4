/**
 * The colours every screen shows a status in (approved, waiting, refused; available or not;
 * an employee active, incomplete or expired), in shades that carry their text at WCAG AA:
 * white on a green darker than Mantine's darkest (green 9 has only 4.4:1), on red 9 (5.5:1) and
 * on grey 7; black on yellow 4 (the theme's autoContrast). CSS that needs the green (the
 * availability calendar, the employee card's edge) repeats it with a comment naming this file.
 */
export const STATUS_COLOURS = {
  positive: '#267335',
  waiting: 'yellow.4',
  negative: 'red.9',
  neutral: 'gray.7',
} as const;

export type StatusTone = keyof typeof STATUS_COLOURS;
