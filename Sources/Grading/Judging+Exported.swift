// The grader's rules for answers on two words live in Judging (Embedded-ready, so the page's
// engine grades with them too); their types (Score, ItemResult, Grid, ...) were Grading's and
// stay part of its API for every caller.
@_exported import Judging
