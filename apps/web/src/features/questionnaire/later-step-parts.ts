/**
 * What only the questionnaire's later steps show, loaded apart from its first step (issue 35's JavaScript
 * budget, DR 216 and 218): the later steps' words (titles, questions, options, toasts), the defect pictures
 * (steps 2 and 3), the lists of parts and accessories (steps 4 and 5) and Back's arrow. The questionnaire asks for them at the first answer, or at once when the tab already holds
 * answers (a reload), so they are there before the step that needs them.
 */

export * as words from '@phonix/shared/questionnaire-later-steps';
export { ArrowLeft } from 'lucide-react';
export { MultiChoice } from './components/multi-choice.tsx';
export { defectPicture } from './defect-pictures.ts';
