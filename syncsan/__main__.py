from syncsan.entry import main

main()
