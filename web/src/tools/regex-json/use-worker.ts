import { useEffect, useState } from 'react';
import { RegexJsonWorker } from '../../platform/regex-json-worker-client';

/** One worker for the page, terminated when the page closes. */
export function useRegexJsonWorker(): RegexJsonWorker {
  const [worker] = useState(() => new RegexJsonWorker());
  useEffect(() => () => worker.dispose(), [worker]);
  return worker;
}
