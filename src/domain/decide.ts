// decide lives in ./handlers (one file per command family); this module keeps its import path.
export { type Decision, decide, GAME_OPTIONS, resolveName, roleByKey } from './handlers';
