// The India calendar days of the console's filters and dealer register: the shared rules, one home for both
// sides (the server reads the same days).
export { financialYearStart, indiaDay, isIsoDay } from '@phonix/shared/india-time';
