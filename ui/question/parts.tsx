import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionImage } from '../../contract/questions';
import { cn } from '../lib/cn';
import { questionHeadingClass } from './question-heading-class';

export type HeadingLevel = 2 | 3;

export interface QuestionHeadingProps {
  /** A string where the number is put in later (the first paint's template, app/first-paint/). */
  number: number | string;
  text: string;
  level?: HeadingLevel;
  /** The element the text sits in: a TXT question wraps it in the textarea's label. */
  wrap?: (content: ReactNode) => ReactNode;
}

/** "3. How often do you …": the numbered question text, as a heading. */
export function QuestionHeading({ number, text, level = 2, wrap = (c) => c }: QuestionHeadingProps) {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag className={questionHeadingClass}>
      {wrap(
        <>
          <span>{number}.</span> {text}
        </>,
      )}
    </Tag>
  );
}

export interface QuestionImagesProps {
  images: readonly QuestionImage[];
}

/** Optional pictures of a question; a URL without its own text gets a numbered generic alternative text. */
export function QuestionImages({ images }: QuestionImagesProps) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap gap-4">
      {images.map((image, index) => {
        const src = typeof image === 'string' ? image : image.url;
        const alt = typeof image === 'string' || !image.alt ? t('QUESTION.IMAGE-ALT', { number: index + 1 }) : image.alt;
        return (
          <img
            key={`${index}-${src}`}
            src={src}
            alt={alt}
            loading="lazy"
            className="h-auto max-w-full rounded-card desktop:max-w-md"
          />
        );
      })}
    </div>
  );
}

/** A short instruction under the question, e.g. "Choose all that apply." */
export function QuestionHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-2 text-lg text-text-muted">
      {children}
    </p>
  );
}

/** The large, fully clickable box around one radio button or checkbox. */
export const choiceClass = cn(
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-control border-2 border-border bg-surface px-4 py-3',
  'text-lg leading-snug hover:border-border-strong',
  'has-checked:border-accent has-checked:bg-accent-soft has-checked:font-bold',
  'has-focus-visible:outline-4 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
);

/** The native control inside a choice box, large and in the theme's accent colour. */
export const choiceInputClass = 'size-6 shrink-0 cursor-pointer accent-accent focus-visible:outline-none';
