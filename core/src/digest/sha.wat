;; SHA-256 and SHA-1 (FIPS 180-4) block functions, for sha.ts. sha.ts pads the message and copies whole 64-byte
;; blocks to INPUT; each function runs over `count` of them and updates its state (host-endian words). Built into
;; sha-wasm.gen.ts by `node scripts/build-wasm.mjs` (wabt); sha.test.ts holds it to node:crypto.
;;
;; Memory: 0   SHA-256 state (8 words)    32  SHA-1 state (5 words)
;;         64  SHA-256 schedule (64 words) 320 SHA-1 schedule (80 words)
;;         640 SHA-256 round constants     896 SHA-256 working variables (8 words)
;;         1024 INPUT (up to 63 KB of blocks)
(module
  (memory (export "memory") 1)

  (data (i32.const 640)
    "\98\2f\8a\42\91\44\37\71\cf\fb\c0\b5\a5\db\b5\e9\5b\c2\56\39\f1\11\f1\59\a4\82\3f\92\d5\5e\1c\ab"
    "\98\aa\07\d8\01\5b\83\12\be\85\31\24\c3\7d\0c\55\74\5d\be\72\fe\b1\de\80\a7\06\dc\9b\74\f1\9b\c1"
    "\c1\69\9b\e4\86\47\be\ef\c6\9d\c1\0f\cc\a1\0c\24\6f\2c\e9\2d\aa\84\74\4a\dc\a9\b0\5c\da\88\f9\76"
    "\52\51\3e\98\6d\c6\31\a8\c8\27\03\b0\c7\7f\59\bf\f3\0b\e0\c6\47\91\a7\d5\51\63\ca\06\67\29\29\14"
    "\85\0a\b7\27\38\21\1b\2e\fc\6d\2c\4d\13\0d\38\53\54\73\0a\65\bb\0a\6a\76\2e\c9\c2\81\85\2c\72\92"
    "\a1\e8\bf\a2\4b\66\1a\a8\70\8b\4b\c2\a3\51\6c\c7\19\e8\92\d1\24\06\99\d6\85\35\0e\f4\70\a0\6a\10"
    "\16\c1\a4\19\08\6c\37\1e\4c\77\48\27\b5\bc\b0\34\b3\0c\1c\39\4a\aa\d8\4e\4f\ca\9c\5b\f3\6f\2e\68"
    "\ee\82\8f\74\6f\63\a5\78\14\78\c8\84\08\02\c7\8c\fa\ff\be\90\eb\6c\50\a4\f7\a3\f9\be\f2\78\71\c6")

  ;; A big-endian word of the input.
  (func $word (param $at i32) (result i32)
    (local $x i32)
    (local.set $x (i32.load (local.get $at)))
    (i32.or
      (i32.or
        (i32.shl (local.get $x) (i32.const 24))
        (i32.shl (i32.and (local.get $x) (i32.const 0xff00)) (i32.const 8)))
      (i32.or
        (i32.and (i32.shr_u (local.get $x) (i32.const 8)) (i32.const 0xff00))
        (i32.shr_u (local.get $x) (i32.const 24)))))

  ;; Rounds [$i, $to) of a block, on the working variables at 896. Two copies, each half the rounds: V8 tiers a
  ;; WebAssembly function up to its optimizing compiler once it has run ~1.8 MB of machine code (a compile of ~3M
  ;; instructions on a background thread, which Node waits for at exit); one function for all rounds passed that
  ;; hashing a certificate and its signed part, which `toolbox cert` does at every run.
  (func $rounds_low (param $i i32) (param $to i32)
    (local $t1 i32) (local $t2 i32)
    (local $a i32) (local $b i32) (local $c i32) (local $d i32)
    (local $e i32) (local $f i32) (local $g i32) (local $h i32)
    (local.set $a (i32.load offset=896 (i32.const 0)))
    (local.set $b (i32.load offset=900 (i32.const 0)))
    (local.set $c (i32.load offset=904 (i32.const 0)))
    (local.set $d (i32.load offset=908 (i32.const 0)))
    (local.set $e (i32.load offset=912 (i32.const 0)))
    (local.set $f (i32.load offset=916 (i32.const 0)))
    (local.set $g (i32.load offset=920 (i32.const 0)))
    (local.set $h (i32.load offset=924 (i32.const 0)))
    (loop $rounds
      (local.set $t1
        (i32.add
          (i32.add
            (local.get $h)
            (i32.xor
              (i32.xor (i32.rotr (local.get $e) (i32.const 6)) (i32.rotr (local.get $e) (i32.const 11)))
              (i32.rotr (local.get $e) (i32.const 25))))
          (i32.add
            (i32.xor
              (i32.and (local.get $e) (local.get $f))
              (i32.and (i32.xor (local.get $e) (i32.const -1)) (local.get $g)))
            (i32.add (i32.load offset=640 (local.get $i)) (i32.load offset=64 (local.get $i))))))
      (local.set $t2
        (i32.add
          (i32.xor
            (i32.xor (i32.rotr (local.get $a) (i32.const 2)) (i32.rotr (local.get $a) (i32.const 13)))
            (i32.rotr (local.get $a) (i32.const 22)))
          (i32.xor
            (i32.xor (i32.and (local.get $a) (local.get $b)) (i32.and (local.get $a) (local.get $c)))
            (i32.and (local.get $b) (local.get $c)))))
      (local.set $h (local.get $g))
      (local.set $g (local.get $f))
      (local.set $f (local.get $e))
      (local.set $e (i32.add (local.get $d) (local.get $t1)))
      (local.set $d (local.get $c))
      (local.set $c (local.get $b))
      (local.set $b (local.get $a))
      (local.set $a (i32.add (local.get $t1) (local.get $t2)))
      (local.set $i (i32.add (local.get $i) (i32.const 4)))
      (br_if $rounds (i32.lt_u (local.get $i) (local.get $to))))
    (i32.store offset=896 (i32.const 0) (local.get $a))
    (i32.store offset=900 (i32.const 0) (local.get $b))
    (i32.store offset=904 (i32.const 0) (local.get $c))
    (i32.store offset=908 (i32.const 0) (local.get $d))
    (i32.store offset=912 (i32.const 0) (local.get $e))
    (i32.store offset=916 (i32.const 0) (local.get $f))
    (i32.store offset=920 (i32.const 0) (local.get $g))
    (i32.store offset=924 (i32.const 0) (local.get $h)))

  ;; $rounds_low again, for the second half of the rounds.
  (func $rounds_high (param $i i32) (param $to i32)
    (local $t1 i32) (local $t2 i32)
    (local $a i32) (local $b i32) (local $c i32) (local $d i32)
    (local $e i32) (local $f i32) (local $g i32) (local $h i32)
    (local.set $a (i32.load offset=896 (i32.const 0)))
    (local.set $b (i32.load offset=900 (i32.const 0)))
    (local.set $c (i32.load offset=904 (i32.const 0)))
    (local.set $d (i32.load offset=908 (i32.const 0)))
    (local.set $e (i32.load offset=912 (i32.const 0)))
    (local.set $f (i32.load offset=916 (i32.const 0)))
    (local.set $g (i32.load offset=920 (i32.const 0)))
    (local.set $h (i32.load offset=924 (i32.const 0)))
    (loop $rounds
      (local.set $t1
        (i32.add
          (i32.add
            (local.get $h)
            (i32.xor
              (i32.xor (i32.rotr (local.get $e) (i32.const 6)) (i32.rotr (local.get $e) (i32.const 11)))
              (i32.rotr (local.get $e) (i32.const 25))))
          (i32.add
            (i32.xor
              (i32.and (local.get $e) (local.get $f))
              (i32.and (i32.xor (local.get $e) (i32.const -1)) (local.get $g)))
            (i32.add (i32.load offset=640 (local.get $i)) (i32.load offset=64 (local.get $i))))))
      (local.set $t2
        (i32.add
          (i32.xor
            (i32.xor (i32.rotr (local.get $a) (i32.const 2)) (i32.rotr (local.get $a) (i32.const 13)))
            (i32.rotr (local.get $a) (i32.const 22)))
          (i32.xor
            (i32.xor (i32.and (local.get $a) (local.get $b)) (i32.and (local.get $a) (local.get $c)))
            (i32.and (local.get $b) (local.get $c)))))
      (local.set $h (local.get $g))
      (local.set $g (local.get $f))
      (local.set $f (local.get $e))
      (local.set $e (i32.add (local.get $d) (local.get $t1)))
      (local.set $d (local.get $c))
      (local.set $c (local.get $b))
      (local.set $b (local.get $a))
      (local.set $a (i32.add (local.get $t1) (local.get $t2)))
      (local.set $i (i32.add (local.get $i) (i32.const 4)))
      (br_if $rounds (i32.lt_u (local.get $i) (local.get $to))))
    (i32.store offset=896 (i32.const 0) (local.get $a))
    (i32.store offset=900 (i32.const 0) (local.get $b))
    (i32.store offset=904 (i32.const 0) (local.get $c))
    (i32.store offset=908 (i32.const 0) (local.get $d))
    (i32.store offset=912 (i32.const 0) (local.get $e))
    (i32.store offset=916 (i32.const 0) (local.get $f))
    (i32.store offset=920 (i32.const 0) (local.get $g))
    (i32.store offset=924 (i32.const 0) (local.get $h)))

  (func (export "sha256") (param $count i32)
    (local $block i32) (local $i i32) (local $x i32) (local $y i32)
    (local.set $block (i32.const 1024))
    (block $done
      (loop $blocks
        (br_if $done (i32.eqz (local.get $count)))
        ;; W[0..15]: the block's words.
        (local.set $i (i32.const 0))
        (loop $load
          (i32.store offset=64 (local.get $i) (call $word (i32.add (local.get $block) (local.get $i))))
          (local.set $i (i32.add (local.get $i) (i32.const 4)))
          (br_if $load (i32.lt_u (local.get $i) (i32.const 64))))
        ;; W[16..63] ($i counts bytes).
        (loop $schedule
          (local.set $x (i32.load offset=4 (local.get $i)))   ;; W[i-15]
          (local.set $y (i32.load offset=56 (local.get $i)))  ;; W[i-2]
          (i32.store offset=64 (local.get $i)
            (i32.add
              (i32.add (i32.load (local.get $i)) (i32.load offset=36 (local.get $i)))  ;; W[i-16] + W[i-7]
              (i32.add
                (i32.xor
                  (i32.xor (i32.rotr (local.get $x) (i32.const 7)) (i32.rotr (local.get $x) (i32.const 18)))
                  (i32.shr_u (local.get $x) (i32.const 3)))
                (i32.xor
                  (i32.xor (i32.rotr (local.get $y) (i32.const 17)) (i32.rotr (local.get $y) (i32.const 19)))
                  (i32.shr_u (local.get $y) (i32.const 10))))))
          (local.set $i (i32.add (local.get $i) (i32.const 4)))
          (br_if $schedule (i32.lt_u (local.get $i) (i32.const 256))))
        (i32.store offset=896 (i32.const 0) (i32.load offset=0 (i32.const 0)))
        (i32.store offset=900 (i32.const 0) (i32.load offset=4 (i32.const 0)))
        (i32.store offset=904 (i32.const 0) (i32.load offset=8 (i32.const 0)))
        (i32.store offset=908 (i32.const 0) (i32.load offset=12 (i32.const 0)))
        (i32.store offset=912 (i32.const 0) (i32.load offset=16 (i32.const 0)))
        (i32.store offset=916 (i32.const 0) (i32.load offset=20 (i32.const 0)))
        (i32.store offset=920 (i32.const 0) (i32.load offset=24 (i32.const 0)))
        (i32.store offset=924 (i32.const 0) (i32.load offset=28 (i32.const 0)))
        (call $rounds_low (i32.const 0) (i32.const 128))
        (call $rounds_high (i32.const 128) (i32.const 256))
        (i32.store offset=0 (i32.const 0) (i32.add (i32.load offset=0 (i32.const 0)) (i32.load offset=896 (i32.const 0))))
        (i32.store offset=4 (i32.const 0) (i32.add (i32.load offset=4 (i32.const 0)) (i32.load offset=900 (i32.const 0))))
        (i32.store offset=8 (i32.const 0) (i32.add (i32.load offset=8 (i32.const 0)) (i32.load offset=904 (i32.const 0))))
        (i32.store offset=12 (i32.const 0) (i32.add (i32.load offset=12 (i32.const 0)) (i32.load offset=908 (i32.const 0))))
        (i32.store offset=16 (i32.const 0) (i32.add (i32.load offset=16 (i32.const 0)) (i32.load offset=912 (i32.const 0))))
        (i32.store offset=20 (i32.const 0) (i32.add (i32.load offset=20 (i32.const 0)) (i32.load offset=916 (i32.const 0))))
        (i32.store offset=24 (i32.const 0) (i32.add (i32.load offset=24 (i32.const 0)) (i32.load offset=920 (i32.const 0))))
        (i32.store offset=28 (i32.const 0) (i32.add (i32.load offset=28 (i32.const 0)) (i32.load offset=924 (i32.const 0))))
        (local.set $block (i32.add (local.get $block) (i32.const 64)))
        (local.set $count (i32.sub (local.get $count) (i32.const 1)))
        (br $blocks))))

  (func (export "sha1") (param $count i32)
    (local $block i32) (local $i i32) (local $f i32) (local $k i32) (local $t i32)
    (local $a i32) (local $b i32) (local $c i32) (local $d i32) (local $e i32)
    (local.set $block (i32.const 1024))
    (block $done
      (loop $blocks
        (br_if $done (i32.eqz (local.get $count)))
        ;; W[0..15]: the block's words.
        (local.set $i (i32.const 0))
        (loop $load
          (i32.store offset=320 (local.get $i) (call $word (i32.add (local.get $block) (local.get $i))))
          (local.set $i (i32.add (local.get $i) (i32.const 4)))
          (br_if $load (i32.lt_u (local.get $i) (i32.const 64))))
        ;; W[16..79] = rotl(W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16], 1) ($i counts bytes).
        (loop $schedule
          (i32.store offset=320 (local.get $i)
            (i32.rotl
              (i32.xor
                (i32.xor (i32.load offset=308 (local.get $i)) (i32.load offset=288 (local.get $i)))
                (i32.xor (i32.load offset=264 (local.get $i)) (i32.load offset=256 (local.get $i))))
              (i32.const 1)))
          (local.set $i (i32.add (local.get $i) (i32.const 4)))
          (br_if $schedule (i32.lt_u (local.get $i) (i32.const 320))))
        (local.set $a (i32.load offset=32 (i32.const 0)))
        (local.set $b (i32.load offset=36 (i32.const 0)))
        (local.set $c (i32.load offset=40 (i32.const 0)))
        (local.set $d (i32.load offset=44 (i32.const 0)))
        (local.set $e (i32.load offset=48 (i32.const 0)))
        (local.set $i (i32.const 0))
        (loop $rounds
          (if (i32.lt_u (local.get $i) (i32.const 80))
            (then
              (local.set $f
                (i32.or
                  (i32.and (local.get $b) (local.get $c))
                  (i32.and (i32.xor (local.get $b) (i32.const -1)) (local.get $d))))
              (local.set $k (i32.const 0x5a827999)))
            (else
              (if (i32.lt_u (local.get $i) (i32.const 160))
                (then
                  (local.set $f (i32.xor (i32.xor (local.get $b) (local.get $c)) (local.get $d)))
                  (local.set $k (i32.const 0x6ed9eba1)))
                (else
                  (if (i32.lt_u (local.get $i) (i32.const 240))
                    (then
                      (local.set $f
                        (i32.or
                          (i32.or (i32.and (local.get $b) (local.get $c)) (i32.and (local.get $b) (local.get $d)))
                          (i32.and (local.get $c) (local.get $d))))
                      (local.set $k (i32.const 0x8f1bbcdc)))
                    (else
                      (local.set $f (i32.xor (i32.xor (local.get $b) (local.get $c)) (local.get $d)))
                      (local.set $k (i32.const 0xca62c1d6))))))))
          (local.set $t
            (i32.add
              (i32.add (i32.rotl (local.get $a) (i32.const 5)) (local.get $f))
              (i32.add
                (i32.add (local.get $e) (local.get $k))
                (i32.load offset=320 (local.get $i)))))
          (local.set $e (local.get $d))
          (local.set $d (local.get $c))
          (local.set $c (i32.rotl (local.get $b) (i32.const 30)))
          (local.set $b (local.get $a))
          (local.set $a (local.get $t))
          (local.set $i (i32.add (local.get $i) (i32.const 4)))
          (br_if $rounds (i32.lt_u (local.get $i) (i32.const 320))))
        (i32.store offset=32 (i32.const 0) (i32.add (i32.load offset=32 (i32.const 0)) (local.get $a)))
        (i32.store offset=36 (i32.const 0) (i32.add (i32.load offset=36 (i32.const 0)) (local.get $b)))
        (i32.store offset=40 (i32.const 0) (i32.add (i32.load offset=40 (i32.const 0)) (local.get $c)))
        (i32.store offset=44 (i32.const 0) (i32.add (i32.load offset=44 (i32.const 0)) (local.get $d)))
        (i32.store offset=48 (i32.const 0) (i32.add (i32.load offset=48 (i32.const 0)) (local.get $e)))
        (local.set $block (i32.add (local.get $block) (i32.const 64)))
        (local.set $count (i32.sub (local.get $count) (i32.const 1)))
        (br $blocks)))))
