module github.com/payments-platform/platform-go

go 1.19
