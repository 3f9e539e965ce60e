/**
 * The report's progress steps in %: started, map and evaporation drawn, sensor charts drawn, pages
 * laid out, file made. Apart from the PDF code so the dialog can show the first step before
 * that code has loaded.
 */
export const PROGRESS_STEPS = [10, 40, 60, 80, 100] as const;
