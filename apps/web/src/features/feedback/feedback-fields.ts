/** The fields of the feedback form, in the order the warning names them. */
export const feedbackFields = ['type', 'content', 'captcha'] as const;
export type FeedbackField = (typeof feedbackFields)[number];

/** The fields left empty (a description of spaces only is empty: the server trims it). */
export function emptyFeedbackFields(values: Record<FeedbackField, string>): FeedbackField[] {
  return feedbackFields.filter((field) => values[field].trim() === '');
}
