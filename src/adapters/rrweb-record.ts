// Only rrweb's recorder: a static re-export lets the bundler leave the replayer out of the chunk.
export { record } from 'rrweb';
