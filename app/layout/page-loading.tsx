import { Spinner } from '../../ui/spinner';

/** Shown while a page's code chunk loads. */
export function PageLoading() {
  return (
    <div className="flex justify-center p-10">
      <Spinner size="large" />
    </div>
  );
}
