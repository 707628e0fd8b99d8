import { describe, expect, it } from 'vitest';
import { emptyFeedbackFields } from './feedback-fields.ts';

describe('feedback form', () => {
  it('lists the empty fields in form order, whitespace counting as empty', () => {
    expect(emptyFeedbackFields({ type: '', content: '  ', captcha: '' })).toEqual(['type', 'content', 'captcha']);
    expect(emptyFeedbackFields({ type: '3', content: 'Hi', captcha: '' })).toEqual(['captcha']);
    expect(emptyFeedbackFields({ type: '0', content: 'Hi', captcha: 'AB12' })).toEqual([]);
  });
});
