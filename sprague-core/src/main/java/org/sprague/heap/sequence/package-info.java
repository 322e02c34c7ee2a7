/**
 * Long Grundy sequences of take-and-break rules (up to 2^32 values and beyond): a {@link
 * org.sprague.heap.sequence.ValueStore} of one to four bytes a value, the plain mex and the sparse-space engines
 * ({@link org.sprague.heap.sequence.SequenceEngine}), checkpoints that survive a kill, and the periodicity proof by
 * the octal periodicity theorem split across threads. Engine layer: knows nothing of the catalog or of front ends;
 * messages that name a parameter (a checkpoint directory, resuming) are {@link org.sprague.Wording}s a front end
 * words. A run is one thread's, apart from the worker threads an engine starts for itself.
 */
package org.sprague.heap.sequence;
