import { useMemo } from 'react';
import { ArcElement, Chart as ChartJS, PieController, Tooltip, type ChartData, type ChartOptions } from 'chart.js';
import { Chart } from 'react-chartjs-2';
// Only the `chakra` factory and Box: the layout components (Stack, Flex, Text, VisuallyHidden) would be
// copied into this entry point's chunk once more (the size check's repeated-code budget).
import { Box, chakra, system } from '@dapcon/shared-ui';

// Only what a pie needs (no scales, no legend plugin: the legend is HTML, below): chart.js stays small.
ChartJS.register(ArcElement, PieController, Tooltip);

/** The theme colours the slices take, in order (Chakra colour tokens). */
export const PIE_COLOR_TOKENS = ['brand.500', 'blue.500', 'orange.400', 'purple.500', 'teal.400', 'red.400', 'gray.500', 'brand.300'] as const;

/**
 * A theme colour token ('brand.500') as a CSS colour the canvas can paint. The system comes from the
 * design system's main entry point (a shared module), not from '../theme': importing that file here
 * made webpack split the theme into a chunk of its own, which the sign-in page then fetched too.
 */
export function themeColor(token: string): string {
  return String(system.token(`colors.${token}`, token));
}

/**
 * Whether this browser can draw on a canvas (a test DOM cannot: there the chart is its legend and
 * its table only, and chart.js is never started).
 */
export function canvasDrawable(): boolean {
  try {
    return typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/** One slice: its label and its figure. */
export interface PieSlice {
  label: string;
  value: number;
}

/** Props of {@link PieChart}. */
export interface PieChartProps {
  /** What the chart shows: the canvas's accessible name and the table's caption. */
  title: string;
  slices: readonly PieSlice[];
  /** The table's header of the labels' column ('Categoría'). */
  labelHeader: string;
  /** The table's header of the figures' column ('Importe pagado'). */
  valueHeader: string;
  /** How a figure is written in the legend, the tooltip and the table (default: as is). */
  format?: (value: number) => string;
  /** Shown instead of the pie when every figure is 0 (the table is still there). */
  emptyText?: string;
  /** Theme colour tokens of the slices (default PIE_COLOR_TOKENS). */
  colors?: readonly string[];
  /** Height of the drawing, in pixels (default 240). */
  size?: number;
  /**
   * A doughnut instead of a pie: how much of the radius the hole takes ('60%', or pixels). Default none
   * (a pie).
   */
  cutout?: string | number;
}

/**
 * A pie chart (chart.js through react-chartjs-2), or a doughnut with `cutout`, with its legend, and the same figures as a
 * visually hidden table for screen readers (the canvas is only an image to them). Texts are passed
 * in, so it is language-neutral; colours come from the theme.
 *
 * @example
 * <PieChart title="Importe pagado" labelHeader="Categoría" valueHeader="Importe"
 *   slices={[{ label: 'Español', value: 3500 }, { label: 'Inglés', value: 1750 }]} format={formatEuro} />
 * <PieChart cutout="60%" title="Disco" labelHeader="Uso" valueHeader="Tamaño" slices={[{ label: 'Libre', value: 80 }, { label: 'Usado', value: 20 }]} />
 */
export function PieChart({ title, slices, labelHeader, valueHeader, format = String, emptyText, colors = PIE_COLOR_TOKENS, size = 240, cutout }: PieChartProps) {
  const palette = useMemo(() => slices.map((_, i) => themeColor(colors[i % colors.length] ?? 'gray.500')), [slices, colors]);
  const data: ChartData<'pie'> = useMemo(
    () => ({
      labels: slices.map((s) => s.label),
      datasets: [{ data: slices.map((s) => s.value), backgroundColor: palette, borderColor: themeColor('white'), borderWidth: 2, ...(cutout === undefined ? {} : { cutout }) }],
    }),
    [slices, palette, cutout],
  );
  const options: ChartOptions<'pie'> = useMemo(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: { tooltip: { callbacks: { label: (item) => `${item.label}: ${format(Number(item.raw))}` } } },
    }),
    [format],
  );
  const empty = slices.every((s) => s.value === 0);
  const drawable = useMemo(canvasDrawable, []);

  return (
    <chakra.div display="flex" flexDirection="column" gap="4" data-testid="pie-chart">
      {empty && emptyText ? (
        <chakra.p color="fg.muted" textAlign="center" aria-hidden="true">
          {emptyText}
        </chakra.p>
      ) : drawable ? (
        <Box height={`${size}px`} position="relative" aria-hidden="true">
          <Chart type="pie" data={data} options={options} aria-label={title} role="img" />
        </Box>
      ) : null}
      <chakra.ul listStyleType="none" display="flex" flexWrap="wrap" gap="3" justifyContent="center" aria-hidden="true" data-part="legend">
        {slices.map((s, i) => (
          <chakra.li key={s.label} display="flex" alignItems="center" gap="2" fontSize="sm">
            <chakra.span display="inline-block" width="3" height="3" borderRadius="sm" flexShrink={0} style={{ backgroundColor: palette[i] }} />
            <span>{s.label}</span>
            <chakra.span fontWeight="semibold">{format(s.value)}</chakra.span>
          </chakra.li>
        ))}
      </chakra.ul>
      {/* Hidden in a box of its own: a table is never narrower than its content, so, hidden itself, it
          would still widen the page on a narrow screen (WCAG 1.4.10); the box clips it to nothing. */}
      <chakra.div srOnly>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {slices.map((s) => (
              <tr key={s.label}>
                <th scope="row">{s.label}</th>
                <td>{format(s.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </chakra.div>
    </chakra.div>
  );
}
