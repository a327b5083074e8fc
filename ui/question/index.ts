export { type AsgQuestionViewProps, AsgQuestionView } from './asg';
export { type DndQuestionViewProps, DndQuestionView } from './dnd';
export { type McaQuestionViewProps, McaQuestionView } from './mca';
export { type OcaQuestionViewProps, OcaQuestionView } from './oca';
export { type HeadingLevel, QuestionHeading, type QuestionHeadingProps, QuestionImages, type QuestionImagesProps } from './parts';
export { QuestionView, type QuestionViewProps } from './question-view';
export { type SclQuestionViewProps, SclQuestionView } from './scl';
export { type TxtAnswerMeta, TxtQuestionView, type TxtQuestionViewProps } from './txt';
