// The async boundary: shared modules (react, react-dom) are negotiated before bootstrap runs.
void import('./bootstrap');
