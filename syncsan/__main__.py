from syncsan.cli import main

main()
