/**
 * A search split at a fixed depth into independent subtrees, for a cluster: the positions a few moves deep
 * (the frontier, deduplicated by symmetry), each solved on its own by the single-machine search, and the tree
 * above them combined exactly, by minimax for who wins ({@link org.sprague.split.DomineeringSplit}) and by the
 * mex rule of Sprague and Grundy for nimbers ({@link org.sprague.split.CramSplit}). Where the subtrees are solved
 * is a {@link org.sprague.split.SplitEngine} found at run time (a Spark job), so this library depends on none.
 */
package org.sprague.split;
