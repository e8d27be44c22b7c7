;; QR code masks and their penalty (ISO/IEC 18004 §7.8, as Project Nayuki's encoder scores them), for encode.ts:
;; it writes the grid's modules (DARK) and which are function modules (FIXED), one byte a module, row by row; `apply`
;; XORs a mask into the data modules and leaves the result at TRIAL; `penalty` does that and scores it. Built into
;; qr-masks.gen.ts by `node scripts/build-wasm.mjs`; encode.test.ts holds the codes to uqr's, module for module.
;;
;; Memory (two pages): 0 DARK, 32768 FIXED, 65536 TRIAL (a version 40 code is 177 × 177 = 31,329 modules).
(module
  (memory (export "memory") 2)

  ;; Whether mask `mask` inverts the module at column x, row y.
  (func $inverts (param $mask i32) (param $x i32) (param $y i32) (result i32)
    (block $m7
      (block $m6
        (block $m5
          (block $m4
            (block $m3
              (block $m2
                (block $m1
                  (block $m0
                    (br_table $m0 $m1 $m2 $m3 $m4 $m5 $m6 $m7 (local.get $mask)))
                  (return (i32.eqz (i32.rem_u (i32.add (local.get $x) (local.get $y)) (i32.const 2)))))
                (return (i32.eqz (i32.rem_u (local.get $y) (i32.const 2)))))
              (return (i32.eqz (i32.rem_u (local.get $x) (i32.const 3)))))
            (return (i32.eqz (i32.rem_u (i32.add (local.get $x) (local.get $y)) (i32.const 3)))))
          (return
            (i32.eqz
              (i32.rem_u
                (i32.add (i32.div_u (local.get $x) (i32.const 3)) (i32.div_u (local.get $y) (i32.const 2)))
                (i32.const 2)))))
        (return
          (i32.eqz
            (i32.add
              (i32.rem_u (i32.mul (local.get $x) (local.get $y)) (i32.const 2))
              (i32.rem_u (i32.mul (local.get $x) (local.get $y)) (i32.const 3))))))
      (return
        (i32.eqz
          (i32.rem_u
            (i32.add
              (i32.rem_u (i32.mul (local.get $x) (local.get $y)) (i32.const 2))
              (i32.rem_u (i32.mul (local.get $x) (local.get $y)) (i32.const 3)))
            (i32.const 2)))))
    (i32.eqz
      (i32.rem_u
        (i32.add
          (i32.rem_u (i32.add (local.get $x) (local.get $y)) (i32.const 2))
          (i32.rem_u (i32.mul (local.get $x) (local.get $y)) (i32.const 3)))
        (i32.const 2))))

  ;; TRIAL = DARK with mask `mask` XORed into the modules FIXED leaves at 0.
  (func $apply (export "apply") (param $mask i32) (param $size i32)
    (local $x i32) (local $y i32) (local $index i32)
    (block $rows
      (loop $row
        (br_if $rows (i32.ge_u (local.get $y) (local.get $size)))
        (local.set $x (i32.const 0))
        (block $cells
          (loop $cell
            (br_if $cells (i32.ge_u (local.get $x) (local.get $size)))
            (i32.store8 offset=65536 (local.get $index)
              (i32.xor
                (i32.load8_u (local.get $index))
                (i32.and
                  (call $inverts (local.get $mask) (local.get $x) (local.get $y))
                  (i32.eqz (i32.load8_u offset=32768 (local.get $index))))))
            (local.set $index (i32.add (local.get $index) (i32.const 1)))
            (local.set $x (i32.add (local.get $x) (i32.const 1)))
            (br $cell)))
        (local.set $y (i32.add (local.get $y) (i32.const 1)))
        (br $row))))

  ;; Penalty rules 1 and 3 along one line of TRIAL (`size` modules from `start`, `stride` apart): runs of five or
  ;; more of one colour (3, and 1 a module more), and 1:1:3:1:1 finder-like patterns with four light modules on a
  ;; side (40), the light border outside the code counting as light. h0 (newest) to h6 are the last run lengths.
  ;; Past the last module the line goes on light for `size` modules (the border), then a dark one ends that run.
  (func $line (param $start i32) (param $stride i32) (param $size i32) (result i32)
    (local $result i32) (local $color i32) (local $run i32) (local $i i32) (local $index i32) (local $cell i32)
    (local $h0 i32) (local $h1 i32) (local $h2 i32) (local $h3 i32) (local $h4 i32) (local $h5 i32) (local $h6 i32)
    (local.set $index (local.get $start))
    (block $end
      (loop $each
        (br_if $end (i32.gt_u (local.get $i) (i32.add (local.get $size) (i32.const 1))))
        (block $next
          (if (i32.lt_u (local.get $i) (local.get $size))
            (then
              (local.set $cell (i32.load8_u offset=65536 (local.get $index)))
              (if (i32.eq (local.get $cell) (local.get $color))
                (then
                  (local.set $run (i32.add (local.get $run) (i32.const 1)))
                  (if (i32.eq (local.get $run) (i32.const 5))
                    (then (local.set $result (i32.add (local.get $result) (i32.const 3))))
                    (else
                      (if (i32.gt_u (local.get $run) (i32.const 5))
                        (then (local.set $result (i32.add (local.get $result) (i32.const 1)))))))
                  (br $next))))
            (else
              (if (i32.eq (local.get $i) (local.get $size))
                (then
                  (if (i32.eqz (local.get $color))
                    (then
                      (local.set $run (i32.add (local.get $run) (local.get $size)))
                      (br $next)))
                  (local.set $cell (i32.const 0)))
                (else (local.set $cell (i32.const 1))))))
          (local.set $h6 (local.get $h5))
          (local.set $h5 (local.get $h4))
          (local.set $h4 (local.get $h3))
          (local.set $h3 (local.get $h2))
          (local.set $h2 (local.get $h1))
          (local.set $h1 (local.get $h0))
          ;; The first run of a line has the border before it.
          (local.set $h0
            (select
              (i32.add (local.get $run) (local.get $size))
              (local.get $run)
              (i32.eqz (local.get $h1))))
          (if
            (i32.and
              (i32.and
                (i32.and (i32.eqz (local.get $color)) (i32.gt_u (local.get $h1) (i32.const 0)))
                (i32.and
                  (i32.eq (local.get $h2) (local.get $h1))
                  (i32.eq (local.get $h3) (i32.mul (local.get $h1) (i32.const 3)))))
              (i32.and (i32.eq (local.get $h4) (local.get $h1)) (i32.eq (local.get $h5) (local.get $h1))))
            (then
              (local.set $result
                (i32.add
                  (local.get $result)
                  (i32.mul
                    (i32.add
                      (i32.and
                        (i32.ge_u (local.get $h0) (i32.mul (local.get $h1) (i32.const 4)))
                        (i32.ge_u (local.get $h6) (local.get $h1)))
                      (i32.and
                        (i32.ge_u (local.get $h6) (i32.mul (local.get $h1) (i32.const 4)))
                        (i32.ge_u (local.get $h0) (local.get $h1))))
                    (i32.const 40))))))
          (local.set $color (local.get $cell))
          (local.set $run
            (select (i32.const 1) (local.get $size) (i32.lt_u (local.get $i) (local.get $size)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (local.set $index (i32.add (local.get $index) (local.get $stride)))
        (br $each)))
    (local.get $result))

  ;; The penalty of mask `mask`: rules 1 and 3 on every row and column, 2 (3 for each 2 × 2 block of one colour)
  ;; and 4 (10 for each 5% the dark modules are away from half, past the first).
  (func (export "penalty") (param $mask i32) (param $size i32) (result i32)
    (local $result i32) (local $i i32) (local $x i32) (local $y i32) (local $index i32) (local $cell i32)
    (local $dark i32) (local $total i32) (local $skew i32)
    (call $apply (local.get $mask) (local.get $size))
    (block $lines
      (loop $line
        (br_if $lines (i32.ge_u (local.get $i) (local.get $size)))
        (local.set $result
          (i32.add
            (local.get $result)
            (i32.add
              (call $line (i32.mul (local.get $i) (local.get $size)) (i32.const 1) (local.get $size))
              (call $line (local.get $i) (local.get $size) (local.get $size)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $line)))
    (block $rows
      (loop $row
        (br_if $rows (i32.ge_u (local.get $y) (local.get $size)))
        (local.set $x (i32.const 0))
        (block $cells
          (loop $each
            (br_if $cells (i32.ge_u (local.get $x) (local.get $size)))
            (local.set $cell (i32.load8_u offset=65536 (local.get $index)))
            (local.set $dark (i32.add (local.get $dark) (local.get $cell)))
            (if
              (i32.and
                (i32.and
                  (i32.lt_u (local.get $x) (i32.sub (local.get $size) (i32.const 1)))
                  (i32.lt_u (local.get $y) (i32.sub (local.get $size) (i32.const 1))))
                (i32.and
                  (i32.eq (local.get $cell) (i32.load8_u offset=65537 (local.get $index)))
                  (i32.and
                    (i32.eq
                      (local.get $cell)
                      (i32.load8_u offset=65536 (i32.add (local.get $index) (local.get $size))))
                    (i32.eq
                      (local.get $cell)
                      (i32.load8_u offset=65537 (i32.add (local.get $index) (local.get $size)))))))
              (then (local.set $result (i32.add (local.get $result) (i32.const 3)))))
            (local.set $index (i32.add (local.get $index) (i32.const 1)))
            (local.set $x (i32.add (local.get $x) (i32.const 1)))
            (br $each)))
        (local.set $y (i32.add (local.get $y) (i32.const 1)))
        (br $row)))
    (local.set $total (i32.mul (local.get $size) (local.get $size)))
    ;; |dark × 20 − total × 10|, then ceil(that / total) − 1 steps of 10.
    (local.set $skew (i32.sub (i32.mul (local.get $dark) (i32.const 20)) (i32.mul (local.get $total) (i32.const 10))))
    (local.set $skew (select (local.get $skew) (i32.sub (i32.const 0) (local.get $skew)) (i32.ge_s (local.get $skew) (i32.const 0))))
    (i32.add
      (local.get $result)
      (i32.mul
        (i32.sub
          (i32.div_u (i32.sub (i32.add (local.get $skew) (local.get $total)) (i32.const 1)) (local.get $total))
          (i32.const 1))
        (i32.const 10)))))
