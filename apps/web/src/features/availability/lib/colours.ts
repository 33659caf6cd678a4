/**
 * The green of "available": white text on it reaches WCAG AA (Mantine's green 9 does not), the
 * same shade as the employees screen's active badge. The calendar's CSS repeats it.
 */
export const AVAILABLE_GREEN = '#267335';
