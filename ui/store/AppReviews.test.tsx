import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { summarizeRatings } from '@domain/store';
import { renderUi } from '@test/render';
import { AppReviews, type ReviewRow } from './AppReviews';
import { ReviewForm } from './ReviewForm';

const row = (n: number, rating: number, content = `Text ${n}`): ReviewRow => ({ id: `r${n}`, author: `Person ${n}`, rating, content, version: '1.2.0', date: '2026-11-0' + (n % 9) });

describe('AppReviews', () => {
  it('shows the average, the count and each star count’s share, and lists the reviews with their stars', () => {
    const summary = summarizeRatings([5, 5, 4, 1]);
    renderUi(<AppReviews state={{ status: 'ready', summary, reviews: [row(1, 5), row(2, 1, '')], page: 1, pageCount: 1, mine: null }} onPage={vi.fn()} onRetry={vi.fn()} write={null} />);
    expect(screen.getByText('3.8')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 3.8 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4 reviews')).toBeInTheDocument();
    const bars = within(screen.getByRole('list', { name: 'Ratings by stars' })).getAllByRole('listitem');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
      '5 stars: 2 reviews (50%)',
      '4 stars: 1 reviews (25%)',
      '3 stars: 0 reviews (0%)',
      '2 stars: 0 reviews (0%)',
      '1 stars: 1 reviews (25%)',
    ]);
    expect(screen.getByTestId('bar-5')).toHaveStyle({ width: '50%' });
    const list = screen.getByRole('list', { name: 'Reviews' });
    const first = within(list).getByRole('article', { name: 'Review by Person 1' });
    expect(within(first).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(first.querySelectorAll('[data-star="full"]')).toHaveLength(5);
    const second = within(list).getByRole('article', { name: 'Review by Person 2' });
    expect(second.querySelectorAll('[data-star="full"]')).toHaveLength(1);
    expect(second.querySelectorAll('[data-star="empty"]')).toHaveLength(4);
    // No pages for a single page.
    expect(screen.queryByRole('navigation', { name: 'Review pages' })).toBeNull();
  });

  it('pages with localized controls and says so when there is nothing yet', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const { unmount } = renderUi(
      <AppReviews state={{ status: 'ready', summary: summarizeRatings([4, 4, 4, 4, 4, 4]), reviews: [row(1, 4)], page: 1, pageCount: 2, mine: null }} onPage={onPage} onRetry={vi.fn()} write={null} />,
      { locale: 'zh' },
    );
    await user.click(within(screen.getByRole('navigation', { name: '评价分页' })).getByRole('button', { name: '第 2 页' }));
    expect(onPage).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPage).toHaveBeenCalledTimes(2);
    unmount();
    renderUi(<AppReviews state={{ status: 'ready', summary: summarizeRatings([]), reviews: [], page: 1, pageCount: 1, mine: null }} onPage={onPage} onRetry={vi.fn()} write={<button>Write</button>} />);
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Ratings by stars' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Write' })).toBeInTheDocument();
  });

  it('offers Retry after a failure', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderUi(<AppReviews state={{ status: 'failed', message: 'Network Error' }} onPage={vi.fn()} onRetry={onRetry} write={null} />);
    expect(screen.getByText('Network Error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('ReviewForm', () => {
  it('requires a rating before it sends, then sends the stars and the trimmed text', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderUi(<ReviewForm initial={null} busy={false} error={null} onSubmit={onSubmit} onCancel={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Your review (optional)' }), '  Handy.  ');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a rating from 1 to 5 stars');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(onSubmit).toHaveBeenCalledWith(4, 'Handy.');
  });

  it('starts from the earlier review when editing', () => {
    renderUi(<ReviewForm initial={{ rating: 2, content: 'Meh' }} busy={false} error="Server says no" onSubmit={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('form', { name: 'Edit your review' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Your review (optional)' })).toHaveValue('Meh');
    expect(screen.getByRole('alert')).toHaveTextContent('Server says no');
  });
});
