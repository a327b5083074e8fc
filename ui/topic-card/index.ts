export { TopicCard, type TopicCardProps } from './topic-card';
