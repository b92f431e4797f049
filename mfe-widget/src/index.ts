// Async boundary: module federation negotiates the shared singletons before React loads.
void import('./bootstrap');
