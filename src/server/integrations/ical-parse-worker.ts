import { parentPort, workerData } from 'node:worker_threads';
import { parseFeed } from './ical-parser';
import type { ParseJob } from './ical-parse-sandbox';
import { isOwnUid } from './ical-writer';

/**
 * The thread that reads one feed (ical-parse-sandbox.ts starts it, one per feed, and kills it
 * when it runs over its time or memory budget). Bundled by build.mjs as its own entry.
 */
const job = workerData as ParseJob;
const { ownHost, ...options } = job.options;
parentPort?.postMessage(parseFeed(job.text, { ...options, isOwnUid: (uid) => isOwnUid(uid, ownHost) }));
