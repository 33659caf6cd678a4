// The stylesheet of the components only signed-in screens render (mantine-styles-signed-in.css):
// a module of its own so that the guarded routes load it as their own CSS chunk, after the
// first list and before any of their screens renders.
import './mantine-styles-signed-in.css';
