import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
// Storybook's spies, so that stories' arg types (which use them) accept them.
import { fn } from 'storybook/test';
import * as stories from './Pagination.stories';

const { FivePages, TwentyPagesMiddle, TwentyPagesStart, OnePage, Interactive } = composeStories(stories);

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Paginación' }))
    .getAllByRole('button')
    .filter((b) => /^\d+$/.test(b.textContent ?? ''))
    .map((b) => Number(b.textContent));

describe('Pagination', () => {
  it('shows all five pages, the current one marked', () => {
    render(<FivePages />);
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5]);
    expect(screen.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('windows 20 pages with two ellipses', () => {
    render(<TwentyPagesMiddle />);
    expect(pageButtons()).toEqual([1, 8, 9, 10, 11, 12, 20]);
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('calls onPageChange from numbers, first, previous, next and last', () => {
    const onPageChange = fn();
    render(<TwentyPagesMiddle onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Página 12' }));
    fireEvent.click(screen.getByRole('button', { name: 'Primera página' }));
    fireEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Última página' }));
    expect(onPageChange.mock.calls).toEqual([[12], [1], [9], [11], [20]]);
  });

  it('does not report the current page and disables first/previous on page 1', () => {
    const onPageChange = fn();
    render(<TwentyPagesStart page={1} onPageChange={onPageChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Página 1' }));
    expect(onPageChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Primera página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Última página' })).toBeEnabled();
  });

  it('disables every arrow with a single page and renders nothing with no rows', () => {
    const { unmount } = render(<OnePage />);
    expect(pageButtons()).toEqual([1]);
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    unmount();
    render(<OnePage total={0} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('moves the window as the user pages on', () => {
    render(<Interactive />);
    fireEvent.click(screen.getByRole('button', { name: 'Última página' }));
    expect(screen.getByRole('button', { name: 'Página 100' })).toHaveAttribute('aria-current', 'page');
    expect(pageButtons()).toEqual([1, 94, 95, 96, 97, 98, 99, 100]);
  });
});
