/**
 * Catalog games: the classic impartial games (Wythoff, Fibonacci Nim, staircase Nim, coins, divisors, flip, football), each with its rules for the generic solvers and its closed form. Registered in META-INF/services/org.sprague.catalog.GameProvider.
 */
package org.sprague.catalog.classic;
