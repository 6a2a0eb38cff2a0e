/**
 * A tester's own reports and each one's timeline, as the account export reads them: the only file
 * of feedback another feature may import (biome.json keeps it so).
 */
export { timelinesOf } from './feedback-query.ts';
export { myFeedback } from './report.service.ts';
