// No async boundary: the host shares its React with remotes at run time, when a page first needs
// a remote (remotes/federation-runtime.ts), so nothing has to be negotiated before it starts.
import './bootstrap';
