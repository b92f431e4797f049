// Screens render through a real store and a fake HTTP layer; on a busy two-core machine that can
// take longer than testing-library's one-second default wait, which made correct tests fail.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
