/** Distinct colours that keep 3:1 against white, in a fixed order: the bars and the legend dots of their tables. */
export const CHART_COLORS = ['#15803d', '#0369a1', '#b45309', '#7c3aed', '#be123c', '#0f766e', '#4d7c0f', '#a21caf'];
