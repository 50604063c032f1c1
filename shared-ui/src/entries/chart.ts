// @dapcon/shared-ui/chart: the charts of the design system (chart.js through react-chartjs-2), each with its figures as a table for screen readers.
export { PieChart, type PieChartProps, type PieSlice } from '../chart/PieChart';
