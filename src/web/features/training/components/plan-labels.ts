import {
  activityCategoryLabels,
  activityModalityLabels,
  parseTags,
  subActivityLevelLabels,
  subActivityTypeLabels,
  type SubActivityLevel,
  type SubActivityType,
} from '@domain/training';

/** Labels of stored values; a value outside the lists (older data) shows as stored. */
export const categoryLabel = (value: string) => activityCategoryLabels[value as keyof typeof activityCategoryLabels] ?? value;
export const modalityLabel = (value: string) => activityModalityLabels[value as keyof typeof activityModalityLabels] ?? value;
export const typeLabel = (value: string) => subActivityTypeLabels[value as SubActivityType] ?? value;
export const levelLabel = (value: string) => subActivityLevelLabels[value as SubActivityLevel] ?? value;

/** Comma-separated text (a plan's tags or materials) as a list. */
export const splitList = (value: string | null | undefined) => parseTags(value ?? '');
