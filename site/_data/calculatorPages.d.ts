/** The calculator pages' output addresses (calculatorPages.js): each path and alias. */
declare const calculatorPages: { url: string; routePath: string }[];
export default calculatorPages;
