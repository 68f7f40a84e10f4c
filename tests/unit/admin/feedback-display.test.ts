/** The admin Feedback tab's rules (accounts-side §2.13, §4.7). */
import {
  messagePreview,
  modalStatusOf,
  nextStep,
  senderName,
  statusText,
  STATUS_FILTER_OPTIONS,
  TYPE_FILTER_OPTIONS,
} from '@/lib/admin/feedback-display';
import { readFeedbackListState, withFilter, writeFeedbackListState } from '@/lib/admin/feedback-list-url';
import { adminTabOf } from '@/lib/admin/tabs';

test('the filters offer the spec\'s options, plus Data Correction for the game pages\' reports', () => {
  expect(TYPE_FILTER_OPTIONS.map((option) => option.label)).toEqual(['All Types', 'Feedback', 'Bug Report', 'Feature Request', 'Question', 'Other', 'Data Correction']);
  expect(STATUS_FILTER_OPTIONS.map((option) => option.label)).toEqual(['All Status', 'New', 'In Progress', 'Resolved', 'Closed']);
});

test('each status moves one step forward from its row, and a closed one has no button', () => {
  expect(nextStep('new')).toEqual({ label: 'Start', status: 'in_progress' });
  expect(nextStep('in_progress')).toEqual({ label: 'Resolve', status: 'resolved' });
  expect(nextStep('resolved')).toEqual({ label: 'Close', status: 'closed' });
  expect(nextStep('closed')).toBeNull();
});

test('the list shows underscores as spaces; the modal spells statuses its own way', () => {
  expect(statusText('in_progress')).toBe('in progress');
  expect(['new', 'in_progress', 'resolved', 'closed'].map((status) => modalStatusOf(status as 'new'))).toEqual(['open', 'in-progress', 'resolved', 'closed']);
});

test('the preview is the first 100 characters, counted as characters (an emoji is one), with an ellipsis only when cut', () => {
  expect(messagePreview('x'.repeat(100))).toBe('x'.repeat(100));
  expect(messagePreview('x'.repeat(101))).toBe(`${'x'.repeat(100)}…`);
  expect(messagePreview('😀'.repeat(101))).toBe(`${'😀'.repeat(100)}…`);
});

test('a sender without a username is Anonymous', () => {
  expect(senderName({ username: null })).toBe('Anonymous');
  expect(senderName({ username: 'Kanto' })).toBe('Kanto');
});

describe('the list in the address', () => {
  test('read back as written; other parameters (the tab) kept; defaults left out', () => {
    const state = { page: 3, search: 'streak', type: 'bug' as const, status: 'in_progress' as const };
    const query = writeFeedbackListState('?tab=feedback', state);
    expect(query).toBe('?tab=feedback&page=3&q=streak&type=bug&status=in_progress');
    expect(readFeedbackListState(new URLSearchParams(query))).toEqual(state);
    expect(writeFeedbackListState('?tab=feedback&page=3', { page: 1, search: '', type: '', status: '' })).toBe('?tab=feedback');
  });

  test('unknown values fall back to no filter and page 1', () => {
    expect(readFeedbackListState(new URLSearchParams('page=-2&type=complaint&status=done'))).toEqual({ page: 1, search: '', type: '', status: '' });
    expect(readFeedbackListState(null)).toEqual({ page: 1, search: '', type: '', status: '' });
  });

  test('any filter or search change goes back to page 1', () => {
    const onPage4 = { page: 4, search: '', type: '' as const, status: '' as const };
    expect(withFilter(onPage4, { type: 'question' })).toEqual({ ...onPage4, type: 'question', page: 1 });
    expect(withFilter(onPage4, { search: 'x' }).page).toBe(1);
  });
});

test('the admin tab comes from ?tab=, User Management by default', () => {
  expect(adminTabOf('feedback')).toBe('feedback');
  expect(adminTabOf('actions')).toBe('actions');
  expect(adminTabOf(null)).toBe('user-management');
  expect(adminTabOf('settings')).toBe('user-management');
});
