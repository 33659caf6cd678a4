import { runServer } from './run-server';

/** `npm start`: the server on this machine's clock. */
runServer();
