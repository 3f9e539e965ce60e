/** The dashboard charts. */
export { BatteryChart, type BatteryChartProps } from './battery-chart';
export { DepthChart, type DepthChartProps } from './depth-chart';
export { MoistureChart, type MoistureChartProps } from './moisture-chart';
export { RainfallChart, type RainfallChartProps } from './rainfall-chart';
export { WaterBudgetChart, type WaterBudgetChartProps } from './water-budget-chart';
