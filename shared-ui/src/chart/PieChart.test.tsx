import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { PortalProvider } from '../theme';
import { PieChart, PIE_COLOR_TOKENS, themeColor } from './PieChart';
import * as stories from './PieChart.stories';

const { AmountsPaid, Counts, Empty, Doughnut } = composeStories(stories);

// The test DOM has no canvas: a browser's is faked (a context object), and react-chartjs-2's Chart
// is replaced by a canvas that shows what it was given, so no drawing is attempted.
vi.mock('react-chartjs-2', () => ({
  Chart: (props: { type: string; data: { labels: string[]; datasets: { data: number[]; backgroundColor: string[]; cutout?: string | number }[] }; 'aria-label'?: string }) => (
    <canvas
      data-type={props.type}
      data-cutout={props.data.datasets[0]?.cutout}
      data-labels={JSON.stringify(props.data.labels)}
      data-values={JSON.stringify(props.data.datasets[0]?.data)}
      data-colors={JSON.stringify(props.data.datasets[0]?.backgroundColor)}
      aria-label={props['aria-label']}
    />
  ),
}));

let drawable = true;
beforeEach(() => {
  drawable = true;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => (drawable ? ({} as unknown as CanvasRenderingContext2D) : null));
});
afterEach(() => {
  vi.restoreAllMocks();
});

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent ?? ''));
}

describe('PieChart', () => {
  it('gives screen readers the figures as a table named by its caption, formatted', () => {
    render(<AmountsPaid />);
    const table = screen.getByRole('table', { name: 'Importe pagado por categoría' });
    expect(rowsOf(table)).toEqual([
      ['Categoría', 'Importe pagado'],
      ['Español', '5.250,00 €'],
      ['Inglés', '2.000,00 €'],
      ['Renovadas', '900,00 €'],
      ['Publicadas', '3.750,00 €'],
    ]);
  });

  it('draws a pie of the figures in the theme colours, and a legend with each label, its figure and its colour', () => {
    const { container } = render(<Counts />);
    const canvas = container.querySelector('canvas') as HTMLElement;
    expect(canvas.dataset.type).toBe('pie');
    expect(JSON.parse(canvas.dataset.labels ?? '')).toEqual(['Espanyol', 'Anglès', 'Renovades', 'Publicades']);
    expect(JSON.parse(canvas.dataset.values ?? '')).toEqual([9, 4, 3, 5]);
    expect(JSON.parse(canvas.dataset.colors ?? '')).toEqual(PIE_COLOR_TOKENS.slice(0, 4).map((token) => themeColor(token)));
    expect(canvas).toHaveAttribute('aria-label', 'DAPcon per categoria');
    const legend = container.querySelector('[data-part=legend]') as HTMLElement;
    const items = legend.querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual(['Espanyol9', 'Anglès4', 'Renovades3', 'Publicades5']);
    const swatch = items[1]?.querySelector('span') as HTMLElement;
    expect(swatch.style.backgroundColor).not.toBe('');
    expect(themeColor(PIE_COLOR_TOKENS[1])).toMatch(/^#|rgb|oklch/);
    // The legend repeats the table: screen readers read the table only.
    expect(legend).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the empty text instead of the pie when every figure is 0, and keeps the table', () => {
    const { container } = render(<Empty />);
    expect(screen.getByText('Todavía no hay pagos.')).toBeInTheDocument();
    expect(container.querySelector('canvas')).toBeNull();
    expect(rowsOf(screen.getByRole('table'))).toHaveLength(3);
  });

  it('without a canvas (a test DOM), shows the legend and the table only', () => {
    drawable = false;
    const { container } = render(<AmountsPaid />);
    expect(container.querySelector('canvas')).toBeNull();
    expect(container.querySelectorAll('[data-part=legend] li')).toHaveLength(4);
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('draws a doughnut with a cutout, a pie without one', () => {
    const { container, unmount } = render(<Doughnut />);
    const canvas = container.querySelector('canvas') as HTMLElement;
    expect(canvas.dataset.type).toBe('pie');
    expect(canvas.dataset.cutout).toBe('60%');
    expect(rowsOf(screen.getByRole('table', { name: 'Uso del disco' })).slice(1)).toEqual([
      ['Usado', '38 GB'],
      ['Libre', '62 GB'],
    ]);
    unmount();
    expect((render(<Counts />).container.querySelector('canvas') as HTMLElement).dataset.cutout).toBeUndefined();
  });

  it('follows new figures', () => {
    const props = { title: 'T', labelHeader: 'L', valueHeader: 'V' };
    const { rerender } = render(
      <PortalProvider>
        <PieChart {...props} slices={[{ label: 'A', value: 1 }]} />
      </PortalProvider>,
    );
    expect(rowsOf(screen.getByRole('table'))[1]).toEqual(['A', '1']);
    rerender(
      <PortalProvider>
        <PieChart {...props} slices={[{ label: 'A', value: 2 }, { label: 'B', value: 3 }]} />
      </PortalProvider>,
    );
    expect(rowsOf(screen.getByRole('table')).slice(1)).toEqual([
      ['A', '2'],
      ['B', '3'],
    ]);
    expect(JSON.parse(document.querySelector('canvas')?.dataset.values ?? '')).toEqual([2, 3]);
  });
});
